/** The talent network feature's public entry: what other features may use (see .dependency-cruiser.cjs). */

export { TalentNetworkInvite } from './components/talent-network-invite.tsx';
