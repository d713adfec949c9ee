import { Box, Button, Center, Checkbox, Group, Image, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BUG_PROBLEM_MAX_LENGTH,
  SCREENSHOT_PREVIEW_HEIGHT_PX,
  SCREENSHOT_TIMEOUT_MS,
} from '@spona/contracts';
import { IconCamera } from '@tabler/icons-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Dialog } from '../../../ui/Dialog';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { sendBugReport } from '../api/bugReportApi';
import { buildBugReport } from '../lib/bugReport';
import { captureScreenshot } from '../lib/captureScreenshot';

type ScreenshotState =
  | { status: 'idle' }
  | { status: 'capturing' }
  | { status: 'ready'; dataUrl: string }
  | { status: 'unavailable' };

interface BugReportDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * SPEC §2, §4 bug report: the required problem text and an optional screenshot with a preview. Report
 * closes the dialog and thanks at once; the report goes out only when the trimmed text is not empty.
 */
export function BugReportDialog({ opened, onClose }: BugReportDialogProps) {
  const { t } = useTranslation('nav');
  const snackbar = useSnackbar();
  const location = useLocation();
  const form = useForm({ initialValues: { problem: '', isScreenshotWanted: false } });
  const { problem, isScreenshotWanted } = form.values;
  const [screenshot, setScreenshot] = useState<ScreenshotState>({ status: 'idle' });
  const captureRef = useRef<Promise<string | null> | null>(null);

  const reset = () => {
    form.reset();
    setScreenshot({ status: 'idle' });
    captureRef.current = null;
  };

  const handleScreenshotChange = (event: ChangeEvent<HTMLInputElement>) => {
    const isWanted = event.currentTarget.checked;
    form.setFieldValue('isScreenshotWanted', isWanted);
    if (!isWanted || captureRef.current) return;
    setScreenshot({ status: 'capturing' });
    // A capture that ends after the dialog was closed (and maybe opened again) must not show here.
    const isCurrent = () => captureRef.current === capture;
    const capture: Promise<string | null> = captureScreenshot(SCREENSHOT_TIMEOUT_MS).then(
      (dataUrl) => {
        if (isCurrent()) setScreenshot({ status: 'ready', dataUrl });
        return dataUrl;
      },
      () => {
        // SPEC §9: given up after the timeout (or the page could not be drawn); the report goes without.
        if (isCurrent()) setScreenshot({ status: 'unavailable' });
        return null;
      },
    );
    captureRef.current = capture;
  };

  const handleCancel = () => {
    onClose();
    reset();
  };

  const handleReport = () => {
    const capture = isScreenshotWanted ? captureRef.current : null;
    const page = `${location.pathname}${location.search}`;
    const text = problem;
    // SPEC §4: the dialog closes and thanks at once, before the call.
    onClose();
    reset();
    snackbar.show(t('bugReport.thanks'));
    void (async () => {
      const report = buildBugReport({ problem: text, screenshot: (await capture) ?? null, page });
      if (!report) return;
      try {
        await sendBugReport(report);
      } catch (error) {
        snackbar.show(error instanceof Error ? error.message : String(error), { type: 'error' });
      }
    })();
  };

  return (
    <Dialog opened={opened} onClose={handleCancel} title={t('bugReport.title')} size="lg" centered>
      <Stack gap="md">
        <Textarea
          label={t('bugReport.problem')}
          placeholder={t('bugReport.problemPlaceholder')}
          required
          autosize
          minRows={4}
          maxLength={BUG_PROBLEM_MAX_LENGTH}
          {...form.getInputProps('problem')}
          data-autofocus
        />
        <Checkbox
          label={t('bugReport.sendScreenshot')}
          {...form.getInputProps('isScreenshotWanted', { type: 'checkbox' })}
          onChange={handleScreenshotChange}
        />
        {isScreenshotWanted && (
          <Box
            h={SCREENSHOT_PREVIEW_HEIGHT_PX}
            data-testid="screenshot-preview"
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          >
            {screenshot.status === 'ready' ? (
              <Image src={screenshot.dataUrl} alt={t('bugReport.previewAlt')} h="100%" fit="contain" />
            ) : (
              <Center h="100%" p="md" role="status">
                {screenshot.status === 'unavailable' ? (
                  <Text size="sm" c="dimmed" ta="center">
                    {t('bugReport.unavailable')}
                  </Text>
                ) : (
                  // No spinner: a running animation makes every style read of the capture
                  // recompute the page's styles, which slows the screenshot down several times.
                  <Group gap="xs">
                    <IconCamera size={20} aria-hidden />
                    <Text size="sm">{t('bugReport.capturing')}</Text>
                  </Group>
                )}
              </Center>
            )}
          </Box>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleCancel}>
            {t('bugReport.cancel')}
          </Button>
          <Button onClick={handleReport} disabled={problem.length === 0}>
            {t('bugReport.report')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
