/**
 * What other features may use of the credentials feature: the operator adapters read the
 * distributor's credential for a provider, decrypted for one call (issue 18).
 */
export { credencialDelPortal, type CredencialDescifrada } from './credencial-del-portal';
export { credentialsCipher, UndecryptableSecret, type CredentialsCipher } from './credentials-cipher';
