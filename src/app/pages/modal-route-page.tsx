// /login and /register (spec 000 §2): the home lobby with the login or registration modal opened on
// load. Closing the modal — or another modal taking its place — leaves the modal's address for /,
// so a reload does not open it again; leaving the address closes the modal. A logged-in player has
// no use for either and goes home.
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useModalStore } from '../../features/modals/modal-store';
import { useIsLoggedIn } from '../../features/session/session-context';
import { HomePage } from './home-page';

export function ModalRoutePage({ modal }: { modal: 'login' | 'register' }) {
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();

  useEffect(() => {
    if (loggedIn) return undefined;
    useModalStore.getState().open(modal);
    const openedId = useModalStore.getState().current?.id;
    const stopWatching = useModalStore.subscribe((state) => {
      if (state.current?.id !== openedId) void navigate('/', { replace: true });
    });
    return () => {
      stopWatching();
      if (useModalStore.getState().current?.id === openedId) useModalStore.getState().close();
    };
  }, [loggedIn, modal, navigate]);

  if (loggedIn) return <Navigate to="/" replace />;
  return <HomePage />;
}
