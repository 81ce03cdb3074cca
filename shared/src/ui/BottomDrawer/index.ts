export * from './BottomDrawer';
