import { Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

const RouterButton = forwardRef<HTMLAnchorElement, ButtonProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
RouterButton.displayName = 'RouterButton';

/** A link that looks like a Mantine button, with the router's typed `to`, `params` and `search`. */
export const ButtonLink = createLink(RouterButton);
