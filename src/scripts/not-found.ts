console.error(`404: no page at "${window.location.pathname}"`);
