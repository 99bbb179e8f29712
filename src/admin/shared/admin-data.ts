/**
 * What an admin screen's PHP class printed for its script (`window.ruedaAdmin`,
 * see includes/Admin/AdminScreen.php).
 * @param fallback
 */
export function adminData< T extends object >( fallback: T ): T {
	const data = ( window as { ruedaAdmin?: Partial< T > } ).ruedaAdmin;
	return { ...fallback, ...data };
}
