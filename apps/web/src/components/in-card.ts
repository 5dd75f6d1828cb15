import { createContext, useContext } from 'react';

/** True inside the auth layout's card, where a page needs no padding of its own. */
export const InCardContext = createContext(false);

export const useIsInCard = (): boolean => useContext(InCardContext);
