// What other features and the app shell may use of viewer profiles; everything else in it is private.
export { useProfiles, useSelectProfile } from './api/profiles-queries';
export { ProfileAvatar } from './components/profile-avatar';
export { useProfileName } from './components/use-profile-name';
