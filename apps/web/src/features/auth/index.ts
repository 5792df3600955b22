// What other features may use of sign-in; everything else in it is private.
export { useLogOut, useSendCode } from './api/sign-in';
export { signInProblemText } from './components/code-request';
