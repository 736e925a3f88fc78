// Where the layout puts the current screen.
import { useContext } from 'react';
import { OutletContext } from './context';

/** The current screen (inside the layout). */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}
