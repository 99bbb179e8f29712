/**
 * Types of rueda/site-menu.
 */
import type { OpenMode } from './state';

export type Breakpoint = 'mobile' | 'tablet' | 'custom';

export type SiteMenuAttributes = {
	/** wp_navigation post id; 0 is the most recent menu. */
	ref: number;
	openMode: OpenMode;
	/** Hover intent: px the pointer may move between polls and still rest. */
	sensitivity: number;
	/** Hover intent: ms between polls. */
	interval: number;
	/** ms before a submenu closes after the pointer leaves it. */
	timeout: number;
	breakpoint: Breakpoint;
	/** px, when `breakpoint` is custom. */
	customBreakpoint: number;
	/** The toggle bar's text; empty for "Menu". */
	label: string;
};

/** Widths at or below which the mobile layout applies (spec section 9). */
export const BREAKPOINTS: Record< Exclude< Breakpoint, 'custom' >, number > = {
	mobile: 767,
	tablet: 1024,
};
