import Core

public enum FeatureB {}
