// Which gateway the app talks to: validated http(s) URL, saved in IndexedDB, with a reset to the
// build's default. Query keys carry the base URL, so switching never mixes two gateways' data.
import { parseGatewayUrl } from '../../session/gateway/gatewayUrl';
import { useGatewayContext } from '../../session/gateway/useGatewayClient';
import { UrlSettingForm } from './UrlSettingForm';

/** The gateway URL form. */
export function GatewaySettings() {
  const { gatewayUrl, overridden, setGatewayUrl } = useGatewayContext();
  return (
    <UrlSettingForm
      title="Gateway"
      inUse={
        <>
          In use: <code data-testid="gateway-in-use">{gatewayUrl}</code>
          {overridden ? ' (custom)' : ' (default)'}
        </>
      }
      label="Gateway address"
      current={gatewayUrl}
      parse={parseGatewayUrl}
      save={setGatewayUrl}
      noun="gateway"
      isDefault={!overridden}
    />
  );
}
