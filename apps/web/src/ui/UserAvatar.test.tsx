// @vitest-environment jsdom
import '../test/setupDom';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ProfileAvatar } from '../features/profile/components/ProfileAvatar';
import { DEFAULT_USER_IMAGE, UserAvatar } from './UserAvatar';

const renderInTheme = (element: ReactNode) => render(<MantineProvider>{element}</MantineProvider>);
const srcOf = (alt: string) => screen.getByRole('img', { name: alt }).getAttribute('src');

describe('UserAvatar', () => {
  it('shows the photo when the user has one', () => {
    renderInTheme(<UserAvatar imageFile="abc123abc123abc123.webp" userId={4} alt="Ana's photo" />);
    expect(srcOf("Ana's photo")).toBe('/assets/images/abc123abc123abc123.webp');
  });

  it("shows the user's generated illustrated avatar, never initials, when there is no photo", () => {
    renderInTheme(<UserAvatar imageFile={null} userId={4} alt="Ana's photo" />);
    expect(srcOf("Ana's photo")).toBe('/assets/static/avatars/4.svg');
  });

  it('shows the default user image when nobody is known', () => {
    renderInTheme(<UserAvatar alt="Photo" />);
    expect(srcOf('Photo')).toBe(DEFAULT_USER_IMAGE);
  });
});

describe('ProfileAvatar', () => {
  it("shows the answer's photo URL, else the generated avatar, keeping the alt text", () => {
    renderInTheme(
      <>
        <ProfileAvatar user={{ id: 9, image_url: '/assets/images/photo.webp' }} alt="Marko" />
        <ProfileAvatar user={{ id: 10, image_url: null }} alt="Ivana" />
      </>,
    );
    expect(srcOf('Marko')).toBe('/assets/images/photo.webp');
    expect(srcOf('Ivana')).toBe('/assets/static/avatars/10.svg');
  });
});
