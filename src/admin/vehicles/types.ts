/**
 * The shapes of the vehicles screen: what VehiclesPage.php prints and what
 * rueda/v1/admin/vehicles/* answers (includes/Admin/Rest/VehicleImportRoute.php),
 * snake_case as on the wire.
 */
export const PREVIEW_PATH = '/rueda/v1/admin/vehicles/preview';
export const IMPORT_PATH = '/rueda/v1/admin/vehicles/import';

export type VehicleCounts = { makes: number; models: number; rows: number };

export type VehiclesPageData = {
	counts: VehicleCounts;
	columns: string[];
	/** Bytes; larger files are refused before they are sent. */
	maxUploadSize: number;
};

/** One row of the file, normalised; `row` is its number in the file. */
export type VehicleRow = {
	row: number;
	make: string;
	model: string;
	year_from: number;
	year_to: number | null;
	version: string;
	front_size: string;
	front_load_index: number;
	front_speed_rating: string;
	rear_size: string | null;
	rear_load_index: number | null;
	rear_speed_rating: string | null;
};

/** `row` 0 is the whole file (too large, no header...). */
export type RowError = { row: number; message: string };

export type VehiclePreview = {
	rows: VehicleRow[];
	total: number;
	duplicates: number;
	errors: RowError[];
	error_count: number;
};

export type ImportResult = VehicleCounts & { duplicates: number };

/** The 400 of an import whose file has wrong rows. */
export type InvalidFileError = {
	code: 'rueda_invalid_vehicle_file';
	message: string;
	data: { status: number; errors: RowError[]; error_count: number };
};
