export type WorkshopInfoAttributes = {
	showAddress: boolean;
	showContact: boolean;
	showHours: boolean;
};
