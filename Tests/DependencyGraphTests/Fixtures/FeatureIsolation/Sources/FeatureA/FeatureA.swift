import Core
import FeatureB

/// A feature that breaks isolation by using FeatureB.
public enum FeatureA {}
