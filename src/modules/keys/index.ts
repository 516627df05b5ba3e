// The keys module's face to the other modules and the command line.
export {
  keyRing,
  KeyRotationError,
  type KeyRotation,
  type KeysContext,
  prepareSealing,
  rotateKeys,
  sealedInventory,
} from './service.js';
