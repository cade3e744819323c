import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SwitchSetting, TextSetting } from '../setting-fields.tsx';

const tos = 'termsOfService';

export function SignInSection() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <SwitchSetting path="loginSignupConfig.candidateLoginEnabled" label={t('siteSettings.signIn.login')} />
      <SwitchSetting
        path="loginSignupConfig.candidateSignupEnabled"
        label={t('siteSettings.signIn.signup')}
      />
      <SwitchSetting
        path="pcsxConfig.applyForm.disableLoggedOutApply"
        label={t('siteSettings.signIn.noLoggedOutApply')}
      />
      <SwitchSetting
        path="pcsxConfig.navbar.loggedOutEnabled"
        label={t('siteSettings.signIn.navLoggedOut')}
      />
      <SwitchSetting path="pcsxConfig.navbar.loggedInEnabled" label={t('siteSettings.signIn.navLoggedIn')} />
      <SwitchSetting path="onboarding.enabled" label={t('siteSettings.signIn.onboarding')} />
      <Divider label={t('siteSettings.signIn.terms')} labelPosition="left" />
      <SwitchSetting
        path={`${tos}.enabled`}
        label={t('siteSettings.signIn.termsOn')}
        description={t('siteSettings.signIn.termsOnHelp')}
      />
      <TextSetting
        path={`${tos}.version`}
        label={t('siteSettings.signIn.termsVersion')}
        description={t('siteSettings.signIn.termsVersionHelp')}
      />
      <TextSetting path={`${tos}.headingText`} label={t('siteSettings.signIn.termsHeading')} />
      <TextSetting path={`${tos}.infoText`} label={t('siteSettings.signIn.termsInfo')} multiline />
      <TextSetting path={`${tos}.disclaimerText`} label={t('siteSettings.signIn.termsText')} multiline />
      <TextSetting path={`${tos}.helperText`} label={t('siteSettings.signIn.termsHelper')} />
      <TextSetting path={`${tos}.submitButtonText`} label={t('siteSettings.signIn.termsButton')} />
    </Stack>
  );
}
