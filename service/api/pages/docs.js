// /docs: Swagger UI drawn from the service's OpenAPI document. A file, not an inline script, so the
// page's Content-Security-Policy allows scripts from this service only (service/api/page_headers.py).
// validatorUrl null: no validator badge, which would send the document to validator.swagger.io.
window.addEventListener("load", () => {
  window.ui = SwaggerUIBundle({
    url: "/openapi.json",
    dom_id: "#swagger-ui-container",
    validatorUrl: null,
  });
});
