/** The assistant feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { AssistantLauncher } from './components/assistant-launcher.tsx';
