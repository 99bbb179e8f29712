export type ProductAttributes = {
	showBreadcrumbs: boolean;
	showServices: boolean;
	showSpecs: boolean;
	showDescription: boolean;
};
