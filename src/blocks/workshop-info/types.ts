export interface WorkshopInfoAttributes {
	showAddress: boolean;
	showContact: boolean;
	showHours: boolean;
}
