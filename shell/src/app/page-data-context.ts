import { createContext, useContext } from 'react';
import type { PageData } from './page-data';

/** The {@link PageData} the page was rendered with; undefined on a page rendered in the browser alone. */
export const PageDataContext = createContext<PageData | undefined>(undefined);

/** The page's {@link PageData}, if the server rendered it. */
export const usePageData = () => useContext(PageDataContext);
