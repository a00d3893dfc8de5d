// import FeatureA is only mentioned here
import Core
