export { FairnessVerifier } from './components/fairness-verifier.tsx';
