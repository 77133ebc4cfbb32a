import { routeError } from '@worldatlas/contracts';
import { reportRouteError } from './App';

describe('reportRouteError', () => {
  it('logs an unexpected error with the component stack of a render error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    reportRouteError(error, { errorInfo: { componentStack: '\n    at CountryList' } });
    expect(console.error).toHaveBeenCalledWith('Unexpected error on this page', error, '\n    at CountryList');
  });

  it('does not log a route error response, which the error page shows', () => {
    jest.spyOn(console, 'error');
    reportRouteError(routeError(404, 'Not Found', 'Country not found'));
    expect(console.error).not.toHaveBeenCalled();
  });
});
