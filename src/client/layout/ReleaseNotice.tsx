import { useEffect, useRef } from 'react';
import { Button, notification } from 'antd';
import { defineMessages, useIntl } from 'react-intl';
import { Workbox } from 'workbox-window';

const messages = defineMessages({
  ready: { id: 'layout.release.ready', defaultMessage: 'A new version is ready' },
  text: {
    id: 'layout.release.text',
    defaultMessage: 'Reload the page to start using it.',
  },
  reload: { id: 'layout.release.reload', defaultMessage: 'Reload' },
});

/** How often an open page asks whether a new release is out (a single-page app seldom navigates). */
const CHECK_EVERY_MS = 60 * 60 * 1000;
const NOTICE_KEY = 'new-release';

let registered = false;

/**
 * Registers the service worker (dist/sw.js, made by webpack.config.js) and, when a new release has
 * installed beside the running one, offers to reload. The new worker waits until the user presses
 * Reload: only then does it take over, and the page reloads at once, so a page never runs half on
 * the old release and half on the new. Shows nothing until then.
 */
export default function ReleaseNotice() {
  const intl = useIntl();
  // the notice is worded in the language on screen when it opens
  const intlNow = useRef(intl);
  useEffect(() => {
    intlNow.current = intl;
  }, [intl]);
  const [notices, holder] = notification.useNotification();

  useEffect(() => {
    if (registered) return;
    registered = true;
    const worker = new Workbox('/sw.js');
    const reload = () => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    };
    worker.addEventListener('waiting', () => {
      const words = intlNow.current;
      notices.open({
        key: NOTICE_KEY,
        title: words.formatMessage(messages.ready),
        description: words.formatMessage(messages.text),
        duration: false,
        role: 'status',
        actions: (
          <Button type="primary" onClick={reload}>
            {words.formatMessage(messages.reload)}
          </Button>
        ),
      });
    });
    // a browser that refuses workers (a private window, a test's) runs the app as before
    worker
      .register()
      .then(() => setInterval(() => void worker.update().catch(() => undefined), CHECK_EVERY_MS))
      .catch(() => undefined);
  }, [notices]);

  return holder;
}
