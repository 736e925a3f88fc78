// Whether the first screen is up (main.tsx's afterFirstScreen: its requests settled and painted, a
// first touch, or a timeout), for the parts of the frame that wait for it.
import { createContext } from 'react';

/** True once the first screen is up; true where no App provides it (a part rendered alone). */
export const FirstScreenUpContext = createContext(true);
