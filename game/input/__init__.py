"""Input adapters: raw pygame events in, device-independent intents out."""
