// The header's Safe and wallet parts, loaded by the route table as one lazy chunk so the shell's
// first route stays as small as before (src/app may not import features; app/routes.tsx may).
import { SafeSwitcher } from './SafeSwitcher';
import './header.css';
import { OutboxIndicator } from './OutboxIndicator';
import { WalletStatus } from './WalletStatus';

/** The open Safe (with its switcher) and the wallet, for the app header. */
export default function HeaderBar() {
  return (
    <div className="header-bar">
      <SafeSwitcher />
      <OutboxIndicator />
      <WalletStatus />
    </div>
  );
}
