import PullUpSVG
