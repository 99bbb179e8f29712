/**
 * The pictograms of the EU tyre label, the same shapes as
 * includes/Blocks/EuLabelIcons.php (a test keeps both equal). Each path is
 * drawn as 'fill' (current colour), 'stroke' (current colour, its width set
 * by the stylesheet) or filled with the colour given.
 */
export type EuLabelIconName =
	'fuel' | 'wet' | 'noise' | 'snow' | 'ice' | 'close' | 'flag';

export type EuLabelIconShape = {
	viewBox: string;
	paths: ReadonlyArray< readonly [ d: string, paint: string ] >;
};

export const EU_LABEL_ICONS: Record< EuLabelIconName, EuLabelIconShape > = {
	fuel: {
		viewBox: '0 0 24 24',
		paths: [
			[ 'M5 3h7a1 1 0 0 1 1 1v16H4V4a1 1 0 0 1 1-1ZM6 5v5h5V5Z', 'fill' ],
			[
				'M13 12h1.5a1 1 0 0 1 1 1v4a1.75 1.75 0 0 0 3.5 0V9l-2.5-2.5',
				'stroke',
			],
			[ 'M2.5 21h12', 'stroke' ],
		],
	},
	wet: {
		viewBox: '0 0 24 24',
		paths: [
			[
				'M7 14a4 4 0 0 1-.6-7.95A5.5 5.5 0 0 1 17.1 6.1 4 4 0 0 1 17 14Z',
				'fill',
			],
			[ 'M8.5 17l-1 3.5M12.5 17l-1 3.5M16.5 17l-1 3.5', 'stroke' ],
		],
	},
	noise: {
		viewBox: '0 0 24 24',
		paths: [
			[ 'M2 9h4l5-4.5v15L6 15H2Z', 'fill' ],
			[ 'M14 9.5a3.5 3.5 0 0 1 0 5', 'stroke' ],
			[ 'M16.5 7a7 7 0 0 1 0 10', 'stroke' ],
			[ 'M19 4.5a10.5 10.5 0 0 1 0 15', 'stroke' ],
		],
	},
	snow: {
		viewBox: '0 0 24 24',
		paths: [
			[
				'M1.5 20.5 7.5 9l2.5 4 3.5-8.5 4.5 9 1.5-2.5 3.5 9.5Z',
				'stroke',
			],
			[
				'M12.5 13.9v5.2M10.25 15.2l4.5 2.6M10.25 17.8l4.5-2.6',
				'stroke',
			],
		],
	},
	ice: {
		viewBox: '0 0 24 24',
		paths: [
			[
				'M5 20.5 7.5 11l2.5 9.5ZM10 20.5 12.5 3.5l2.5 17ZM15 20.5l2.5-8 2.5 8Z',
				'fill',
			],
			[ 'M2 21.5h20', 'stroke' ],
		],
	},
	close: {
		viewBox: '0 0 24 24',
		paths: [ [ 'M6 6l12 12M18 6 6 18', 'stroke' ] ],
	},
	flag: {
		viewBox: '0 0 30 20',
		paths: [
			[ 'M0 0h30v20H0Z', '#039' ],
			[
				'M15.0 2.9 15.2 3.7 16.0 3.7 15.4 4.1 15.6 4.9 15.0 4.4 14.4 4.9 14.6 4.1 14.0 3.7 14.8 3.7ZM18.0 3.7 18.2 4.5 19.0 4.5 18.4 4.9 18.6 5.7 18.0 5.2 17.4 5.7 17.6 4.9 17.0 4.5 17.8 4.5ZM20.2 5.9 20.4 6.7 21.2 6.7 20.6 7.1 20.8 7.9 20.2 7.4 19.5 7.9 19.8 7.1 19.1 6.7 19.9 6.7ZM21.0 8.9 21.2 9.7 22.0 9.7 21.4 10.1 21.6 10.9 21.0 10.4 20.4 10.9 20.6 10.1 20.0 9.7 20.8 9.7ZM20.2 11.9 20.4 12.7 21.2 12.7 20.6 13.1 20.8 13.9 20.2 13.4 19.5 13.9 19.8 13.1 19.1 12.7 19.9 12.7ZM18.0 14.1 18.2 14.9 19.0 14.9 18.4 15.3 18.6 16.1 18.0 15.6 17.4 16.1 17.6 15.3 17.0 14.9 17.8 14.9ZM15.0 14.9 15.2 15.7 16.0 15.7 15.4 16.1 15.6 16.9 15.0 16.4 14.4 16.9 14.6 16.1 14.0 15.7 14.8 15.7ZM12.0 14.1 12.2 14.9 13.0 14.9 12.4 15.3 12.6 16.1 12.0 15.6 11.4 16.1 11.6 15.3 11.0 14.9 11.8 14.9ZM9.8 11.9 10.1 12.7 10.9 12.7 10.2 13.1 10.5 13.9 9.8 13.4 9.2 13.9 9.4 13.1 8.8 12.7 9.6 12.7ZM9.0 8.9 9.2 9.7 10.0 9.7 9.4 10.1 9.6 10.9 9.0 10.4 8.4 10.9 8.6 10.1 8.0 9.7 8.8 9.7ZM9.8 5.9 10.1 6.7 10.9 6.7 10.2 7.1 10.5 7.9 9.8 7.4 9.2 7.9 9.4 7.1 8.8 6.7 9.6 6.7ZM12.0 3.7 12.2 4.5 13.0 4.5 12.4 4.9 12.6 5.7 12.0 5.2 11.4 5.7 11.6 4.9 11.0 4.5 11.8 4.5Z',
				'#fc0',
			],
		],
	},
};
