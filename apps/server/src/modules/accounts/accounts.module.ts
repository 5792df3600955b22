import type { AppModule } from '../../platform/app-module';
import type { Platform } from '../../platform/platform';
import { DAY_MS } from '../../platform/jobs/repeated-job';
import { accountRoutes } from './account.routes';
import { ActivityRepository } from './activity.repository';
import { Credentials } from './credentials.service';
import { credentialsRoutes } from './credentials.routes';
import { MembersRepository } from './members.repository';
import { OneTimeCodesRepository } from './one-time-codes.repository';
import { OneTimeCodes } from './one-time-codes.service';
import { ParentalPins } from './parental-pin.service';
import { parentalPinRoutes } from './parental-pin.routes';
import { ProfileChanges } from './profile-changes.service';
import { Sessions } from './sessions.repository';
import { signInRoutes } from './sign-in.routes';
import { ViewerProfilesRepository } from './viewer-profiles.repository';
import { viewerProfileRoutes } from './viewer-profiles.routes';
import { ViewerProfiles } from './viewer-profiles.service';
import { DemoSmsSender, type SmsSender } from '../../integrations/sms/sms-sender';
import { Msg91Sender, TwilioSender } from '../../integrations/sms/sms-gateways';

export type { Sessions } from './sessions.repository';
export { MembersRepository, presentProfile } from './members.repository';

/** The configured SMS gateway; without one, the demo provider keeps messages in an outbox. */
function createSmsSender({ config, db, log }: Platform): SmsSender {
  const { sms } = config;
  if (sms.provider === 'msg91') return new Msg91Sender(sms, log);
  if (sms.provider === 'twilio') return new TwilioSender(sms, log);
  return new DemoSmsSender(db, log);
}

/** Members, sign-in by one-time code or password, sessions, account details, viewer profiles and the parental PIN. */
export function accountsModule(platform: Platform) {
  const { db, config, limiter } = platform;
  const sessions = new Sessions(db, config.sessions);
  const members = new MembersRepository(db);
  const sms = createSmsSender(platform);
  const demoSms = sms instanceof DemoSmsSender ? sms : null;
  const codes = new OneTimeCodes(new OneTimeCodesRepository(db), limiter, sms, {
    ttlSeconds: config.signIn.codeTtlSeconds,
    resendSeconds: config.signIn.resendSeconds,
    serviceName: config.brand.serviceName,
  });
  const credentials = new Credentials(members, codes, limiter);
  const pins = new ParentalPins(members, sessions, codes, limiter);
  const signIn = { defaultCountry: config.signIn.defaultCountry, sessionDays: config.sessions.absoluteDays };
  const viewerProfiles = new ViewerProfiles(new ViewerProfilesRepository(db), sessions, codes, limiter, {
    db,
    store: platform.store,
  });
  return {
    sessions,
    members,
    /** Sign-in codes kept in the database for /api/dev/sms-outbox when no gateway is configured. */
    demoSms,
    routes: (api) => {
      signInRoutes(api, { members, codes, sessions, ...signIn, demoSms, demoGuard: platform.demoGuard });
      accountRoutes(api, {
        members,
        sessions,
        profiles: new ProfileChanges(members, credentials, limiter),
        activity: new ActivityRepository(db),
      });
      credentialsRoutes(api, { credentials, sessions, ...signIn });
      parentalPinRoutes(api, { pins, sessions });
      viewerProfileRoutes(api, viewerProfiles);
    },
    repeated: [
      {
        name: 'delete profile pictures nothing shows',
        everyMs: DAY_MS,
        run: () => viewerProfiles.removeUnusedPictures(),
      },
    ],
  } satisfies AppModule & Record<string, unknown>;
}
