import type { CatalogueSize } from './size-options';

export type FinderTab = 'size' | 'vehicle';

export type TyreFinderAttributes = {
	defaultTab: FinderTab;
	foldOnPhones: boolean;
};

export type Season = { slug: string; name: string };

/** What the finder shows: the catalogue's sizes and seasons, and where to search. */
export type FinderData = {
	sizes: CatalogueSize[];
	seasons: Season[];
	/** The shop page; '' searches on the current page. */
	shopUrl: string;
};
