// Whether the parts of the frame that wait for the first screen may load: it is up (main.tsx's
// afterFirstScreen: its requests settled and painted, a first touch, or a timeout), or a request
// failed once (mounted now, they join its retries instead of asking again after the last one).
import { createContext } from 'react';

/** True once the first screen is up; true where no App provides it (a part rendered alone). */
export const FirstScreenUpContext = createContext(true);
