import { Button } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { loadLaterParts } from '../../../lib/later-parts/later-parts.ts';

// Spec shell §4: initialised once, lazily: the panel's code (and the contracts' schemas it
// checks replies with) loads on the first open, never with the search page.
const AssistantPanel = lazy(() =>
  Promise.all([import('./assistant-panel.tsx'), loadLaterParts()]).then(([m]) => ({
    default: m.AssistantPanel,
  })),
);

/**
 * The assistant's button on the search page: shown when the company enabled it and the
 * visitor is logged in or the copilot is off (spec shell §4), from the boot configuration.
 */
export function AssistantLauncher() {
  const { t } = useTranslation();
  const { user, config } = useBoot();
  const [opened, setOpened] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { enabled, copilotEnabled } = config.chatbotxConfig;
  if (!enabled || !(user.isLoggedIn || !copilotEnabled)) return null;

  const close = () => {
    setOpened(false);
    button.current?.focus();
  };
  return (
    <>
      <Button
        ref={button}
        variant="default"
        leftSection={<IconMessageChatbot size={18} />}
        aria-expanded={opened}
        onClick={() => {
          setEverOpened(true);
          setOpened((o) => !o);
        }}
      >
        {t('search.askAssistant')}
      </Button>
      {everOpened && opened ? (
        <Suspense fallback={null}>
          <AssistantPanel onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
