import Core

/// A feature that only uses the platform.
public enum FeatureB {}
