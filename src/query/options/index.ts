export * from './chains';
export * from './code';
export * from './collectibles';
export * from './messages';
export * from './pages';
export * from './safe';
export * from './transactions';
export * from './addressBook';
export * from './recentSafes';
export * from './balancesByTrust';
// Not re-exported here: `./chainState` pulls the Safe ABIs and signature checks (ethers' ABI coder
// and curves) into whatever imports this barrel — the first route among them. Import it directly.
// Nor `./notifications` and `./newTransaction`: only their lazy screens use them.
