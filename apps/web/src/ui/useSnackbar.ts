// Pending: SignInForm, DeleteAccountSection and VerifyEmailPage (changed on the auth helper's branch
// now) import the hook from here; after that merge they import ui/hooks/useSnackbar and this goes.
export { useSnackbar } from './hooks/useSnackbar';
