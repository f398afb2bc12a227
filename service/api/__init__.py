"""The HTTP layer: blueprints per concern, marshmallow schemas, problem details."""
