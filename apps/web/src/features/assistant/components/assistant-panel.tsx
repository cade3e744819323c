import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Textarea, Tooltip } from '@mantine/core';
import { useMediaQuery, useMergedRef } from '@mantine/hooks';
import { assistantLayout, assistantLimits, assistantMessageSchema } from '@opencareers/contracts/assistant';
import { IconSend, IconTrash, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAssistantConfig } from '../api/assistant-config.ts';
import { AssistantSendError, sendAssistantMessage } from '../api/send-message.ts';
import {
  applyEvent,
  type ChatMessage,
  historyOf,
  loadConversation,
  saveConversation,
} from '../logic/conversation.ts';
import { AssistantMessage } from './assistant-message.tsx';
import classes from './assistant-panel.module.css';

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);
let counter = 0;
const newId = () => `${Date.now().toString(36)}-${++counter}`;

/**
 * The assistant's panel (spec shell §4, §9; issue 22): a sidebar on the right at 400 px that
 * can be resized by its edge (pointer or arrow keys), a full-screen sheet at 992 px or less;
 * replies stream in and are announced politely; the conversation lasts for the visit.
 */
export function AssistantPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const config = useAssistantConfig();
  const mobile = useMediaQuery(`(max-width: ${assistantLayout.mobileMaxWidthPx}px)`) ?? false;
  const [width, setWidth] = useState<number>(assistantLayout.sidebarWidthPx);
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadConversation(session()));
  // The message box on the form convention (react-hook-form, checked by the contract's schema).
  const form = useForm<{ message: string }>({
    defaultValues: { message: '' },
    resolver: zodResolver(assistantMessageSchema.pick({ message: true })),
  });
  const draft = form.watch('message');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const { ref: registerRef, ...messageField } = form.register('message');
  const inputRef = useMergedRef(input, registerRef);
  const log = useRef<HTMLDivElement>(null);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => () => aborter.current?.abort(), []);
  // The full-screen sheet is the page for now: the page behind it does not scroll.
  useEffect(() => {
    if (!mobile) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, [mobile]);
  useEffect(() => {
    if (!messages.some((m) => m.pending)) saveConversation(session(), messages);
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages]);

  const send = async (text: string) => {
    const message = text.trim().slice(0, assistantLimits.maxMessageLength);
    if (!message || busy) return;
    const replyId = newId();
    const history = historyOf(messages);
    setMessages((all) => [
      ...all,
      { id: newId(), role: 'user', text: message },
      { id: replyId, role: 'assistant', text: '', pending: true },
    ]);
    form.reset({ message: '' });
    setBusy(true);
    const update = (fn: (m: ChatMessage) => ChatMessage) =>
      setMessages((all) => all.map((m) => (m.id === replyId ? fn(m) : m)));
    aborter.current = new AbortController();
    try {
      await sendAssistantMessage(
        message,
        history,
        (event) => update((m) => applyEvent(m, event)),
        aborter.current.signal,
      );
      update((m) => ({ ...m, pending: false }));
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return;
      const limited = error instanceof AssistantSendError && error.status === 429;
      update((m) => ({
        ...m,
        text: t(limited ? 'assistant.rateLimited' : 'assistant.failed'),
        failed: true,
        pending: false,
      }));
    } finally {
      setBusy(false);
      input.current?.focus();
    }
  };

  const submit = form.handleSubmit(({ message }) => send(message));
  const onInputKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const onPanelKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  const clamp = (w: number) =>
    Math.round(
      Math.min(
        Math.max(w, assistantLayout.minWidthPx),
        Math.min(assistantLayout.maxWidthPx, window.innerWidth - 120),
      ),
    );
  const startResize = (event: React.PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    target.setPointerCapture(event.pointerId);
    const move = (e: PointerEvent) => setWidth(clamp(window.innerWidth - e.clientX));
    const stop = () => {
      target.removeEventListener('pointermove', move);
      target.removeEventListener('pointerup', stop);
    };
    target.addEventListener('pointermove', move);
    target.addEventListener('pointerup', stop);
  };
  const resizeByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 64 : 16;
    if (event.key === 'ArrowLeft') setWidth((w) => clamp(w + step));
    else if (event.key === 'ArrowRight') setWidth((w) => clamp(w - step));
    else if (event.key === 'Home') setWidth(assistantLayout.sidebarWidthPx);
    else return;
    event.preventDefault();
  };

  const greeting: ChatMessage | null = config.data
    ? {
        id: 'greeting',
        role: 'assistant',
        text: config.data.greeting,
        suggestions: config.data.suggested_prompts,
      }
    : null;
  const shown = greeting ? [greeting, ...messages] : messages;

  return (
    <div
      role="dialog"
      aria-modal={mobile}
      aria-labelledby={titleId}
      className={mobile ? `${classes.panel} ${classes.sheet}` : classes.panel}
      style={{ zIndex: assistantLayout.zIndex, width: mobile ? undefined : width }}
      onKeyDown={onPanelKey}
      data-testid="assistant-panel"
    >
      {mobile ? null : (
        // biome-ignore lint/a11y/useSemanticElements: a focusable separator is the ARIA pattern for a resize handle
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('assistant.resize')}
          aria-valuenow={width}
          aria-valuemin={assistantLayout.minWidthPx}
          aria-valuemax={assistantLayout.maxWidthPx}
          tabIndex={0}
          className={classes.handle}
          onPointerDown={startResize}
          onKeyDown={resizeByKey}
        />
      )}
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {t('assistant.title')}
        </h2>
        {messages.length ? (
          <Tooltip label={t('assistant.clear')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('assistant.clear')}
              onClick={() => setMessages([])}
              disabled={busy}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <ActionIcon variant="subtle" color="gray" aria-label={t('assistant.close')} onClick={onClose}>
          <IconX size={20} />
        </ActionIcon>
      </div>
      <div
        ref={log}
        className={classes.log}
        role="log"
        aria-live="polite"
        aria-label={t('assistant.conversation')}
      >
        {config.isError ? <p>{t('assistant.failed')}</p> : null}
        {shown.map((m, i) => (
          <AssistantMessage
            key={m.id}
            message={m}
            last={i === shown.length - 1}
            onLeave={mobile ? onClose : () => {}}
            onPrompt={(p) => void send(p)}
          />
        ))}
      </div>
      <form className={classes.form} onSubmit={submit}>
        <Textarea
          ref={inputRef}
          style={{ flex: 1 }}
          label={t('assistant.inputLabel')}
          placeholder={t('assistant.placeholder')}
          {...messageField}
          onKeyDown={onInputKey}
          maxLength={assistantLimits.maxMessageLength}
          autosize
          minRows={1}
          maxRows={4}
        />
        <Button type="submit" loading={busy} disabled={!draft.trim()} leftSection={<IconSend size={16} />}>
          {t('assistant.send')}
        </Button>
      </form>
    </div>
  );
}
