/** What other features use of reports: the charts' colours and defaults, so every chart looks alike. */
export { axisTick, chartColors, chartDefaults, gridStroke, legendText, tooltipStyle } from './components/chart-theme';
