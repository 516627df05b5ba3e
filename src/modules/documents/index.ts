// The documents module's face to the other modules: they import from here, never from its other files.
export { documentsOfHolders, markDocumentsSubmitted } from './service.js';
