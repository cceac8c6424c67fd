export { Disclosure, DisclosureGroup, type DisclosureGroupProps, type DisclosureProps } from './Disclosure';
export { useDisclosure, type UseDisclosureOptions } from './useDisclosure';
