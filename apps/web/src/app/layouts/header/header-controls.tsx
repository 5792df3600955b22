import { webPaths } from '@reelhouse/contracts/web-routes';
import { CircleUser } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogOut } from '../../../features/auth/api/sign-in';
import { useSession } from '../../../shared/session/session-query';

/** An icon button in the header that opens one of the side panels (menu, cart, settings). */
export function PanelButton({
  ref,
  ...props
}: {
  ref?: Ref<HTMLButtonElement>;
  label: string;
  panelId: string;
  open: boolean;
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={`icon-button ${props.className ?? ''}`}
      aria-label={props.label}
      aria-expanded={props.open}
      aria-controls={props.panelId}
      onClick={props.onOpen}
    >
      {props.children}
    </button>
  );
}

/** The user icon: the account when signed in, sign-in otherwise. */
export function AccountLink() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Link
      className="icon-button"
      to={session.authenticated ? webPaths.account : webPaths.login}
      aria-label={session.authenticated ? t('header.account') : t('header.login')}
    >
      <CircleUser aria-hidden size={22} />
    </Link>
  );
}

/** Log Out: ends the session on the server, forgets the browser's copy and returns home. */
export function LogOutButton({ className, ...rest }: { className: string } & Record<`data-${string}`, string>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logOut = useLogOut();
  return (
    <button
      type="button"
      className={className}
      {...rest}
      disabled={logOut.isPending}
      onClick={() => logOut.mutate(undefined, { onSettled: () => void navigate(webPaths.home) })}
    >
      {t('header.logout')}
    </button>
  );
}
