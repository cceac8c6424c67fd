export { PanelIntro, type PanelIntroProps } from './PanelIntro';
