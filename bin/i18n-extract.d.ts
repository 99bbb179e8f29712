export interface ExtractedString {
	msgid: string;
	msgid_plural?: string;
	msgctxt?: string;
	comment?: string;
}
export function extractFromCode(
	code: string,
	domain: string
): ExtractedString[];
export function extractFromBlockJson(
	metadata: Record< string, unknown >
): ExtractedString[];
