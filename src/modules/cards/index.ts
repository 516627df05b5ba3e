// The cards module's face to the other modules: they import from here, never from its other files.
// (None yet: the wallets module reaches cards through the `cardFundingSource` hook.)
export {};
