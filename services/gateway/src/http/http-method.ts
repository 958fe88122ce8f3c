/** The methods the API's routes are declared with (Express's router method names). */
export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';
