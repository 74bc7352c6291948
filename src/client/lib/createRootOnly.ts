/**
 * react-dom/client as the charts' helper (@ant-design/charts-util) gets it (webpack.config.js): it
 * loads the module with import() and uses createRoot alone, yet a whole-module import kept
 * hydrateRoot in react-dom, in every page's first download.
 */
export { createRoot } from 'react-dom/client';
